from enum import StrEnum


class CourtPieceSeatAdviceStopped(StrEnum):
    BUDGET = "budget"
    LIMIT = "limit"
    SETTLED = "settled"
    SINGLE = "single"

    def __str__(self) -> str:
        return str(self.value)

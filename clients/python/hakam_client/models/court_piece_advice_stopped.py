from enum import StrEnum


class CourtPieceAdviceStopped(StrEnum):
    BUDGET = "budget"
    LIMIT = "limit"
    SETTLED = "settled"

    def __str__(self) -> str:
        return str(self.value)

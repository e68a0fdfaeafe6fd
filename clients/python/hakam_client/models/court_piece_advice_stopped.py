from enum import StrEnum


class CourtPieceAdviceStopped(StrEnum):
    LIMIT = "limit"
    SETTLED = "settled"

    def __str__(self) -> str:
        return str(self.value)

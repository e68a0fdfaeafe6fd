from enum import StrEnum


class CourtPieceCallerAfterLossName(StrEnum):
    NEXT = "next"
    WINNER = "winner"

    def __str__(self) -> str:
        return str(self.value)

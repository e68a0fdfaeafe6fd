from enum import StrEnum


class CourtPieceCollectName(StrEnum):
    HEAP = "heap"
    TRICKS = "tricks"

    def __str__(self) -> str:
        return str(self.value)

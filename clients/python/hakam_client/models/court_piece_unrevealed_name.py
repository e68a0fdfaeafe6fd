from enum import StrEnum


class CourtPieceUnrevealedName(StrEnum):
    COUNT = "count"
    HEAP = "heap"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class CourtPieceValueOf(StrEnum):
    POINTS = "points"
    TRICKS = "tricks"

    def __str__(self) -> str:
        return str(self.value)

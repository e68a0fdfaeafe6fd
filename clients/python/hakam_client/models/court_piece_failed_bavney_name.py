from enum import StrEnum


class CourtPieceFailedBavneyName(StrEnum):
    OPPONENTS = "opponents"
    WIN = "win"

    def __str__(self) -> str:
        return str(self.value)

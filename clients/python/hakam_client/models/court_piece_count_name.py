from enum import StrEnum


class CourtPieceCountName(StrEnum):
    TENS = "tens"
    TRICKS = "tricks"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class CourtPieceRedealWhenName(StrEnum):
    FIRST_FIVE = "first-five"
    HAND = "hand"
    NEVER = "never"

    def __str__(self) -> str:
        return str(self.value)

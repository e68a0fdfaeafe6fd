from enum import StrEnum


class CourtPieceAfterCollectionName(StrEnum):
    CONTINUE = "continue"
    RESET = "reset"

    def __str__(self) -> str:
        return str(self.value)

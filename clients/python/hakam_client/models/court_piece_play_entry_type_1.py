from enum import StrEnum


class CourtPiecePlayEntryType1(StrEnum):
    REVEAL = "reveal"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class CourtPieceRedealBy(StrEnum):
    CALLER = "caller"
    PARTNER = "partner"

    def __str__(self) -> str:
        return str(self.value)

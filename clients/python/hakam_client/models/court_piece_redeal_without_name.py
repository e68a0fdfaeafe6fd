from enum import StrEnum


class CourtPieceRedealWithoutName(StrEnum):
    AKQJ = "akqj"
    KQJ = "kqj"

    def __str__(self) -> str:
        return str(self.value)

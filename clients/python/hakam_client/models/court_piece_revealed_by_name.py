from enum import StrEnum


class CourtPieceRevealedByName(StrEnum):
    INFERENCE = "inference"
    NECESSITY = "necessity"
    REQUEST = "request"

    def __str__(self) -> str:
        return str(self.value)

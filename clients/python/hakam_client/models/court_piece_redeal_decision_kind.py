from enum import StrEnum


class CourtPieceRedealDecisionKind(StrEnum):
    REDEAL = "redeal"

    def __str__(self) -> str:
        return str(self.value)

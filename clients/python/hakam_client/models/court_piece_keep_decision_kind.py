from enum import StrEnum


class CourtPieceKeepDecisionKind(StrEnum):
    KEEP = "keep"

    def __str__(self) -> str:
        return str(self.value)

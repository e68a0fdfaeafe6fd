from enum import StrEnum


class CourtPiecePassesDecisionKind(StrEnum):
    PASSES = "passes"

    def __str__(self) -> str:
        return str(self.value)

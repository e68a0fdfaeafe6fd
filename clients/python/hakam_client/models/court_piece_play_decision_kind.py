from enum import StrEnum


class CourtPiecePlayDecisionKind(StrEnum):
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)

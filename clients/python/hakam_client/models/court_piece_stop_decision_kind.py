from enum import StrEnum


class CourtPieceStopDecisionKind(StrEnum):
    STOP = "stop"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class CourtPieceTrumpDecisionKind(StrEnum):
    TRUMP = "trump"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class CourtPieceTrumpChangeDecisionKind(StrEnum):
    TRUMP_CHANGE = "trump_change"

    def __str__(self) -> str:
        return str(self.value)

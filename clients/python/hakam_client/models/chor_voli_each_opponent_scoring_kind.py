from enum import StrEnum


class ChorVoliEachOpponentScoringKind(StrEnum):
    EACH_OPPONENT = "each-opponent"

    def __str__(self) -> str:
        return str(self.value)

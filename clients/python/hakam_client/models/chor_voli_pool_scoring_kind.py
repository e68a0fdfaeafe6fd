from enum import StrEnum


class ChorVoliPoolScoringKind(StrEnum):
    POOL = "pool"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class PoolScoringKind(StrEnum):
    POOL = "pool"

    def __str__(self) -> str:
        return str(self.value)

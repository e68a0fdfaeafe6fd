from enum import StrEnum


class CourtPieceAdviceStop(StrEnum):
    NEVER = "never"
    SETTLED = "settled"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class ChorVoliStopReasonName(StrEnum):
    CANNOT_ANTE = "cannot-ante"
    INVALID_DEAL = "invalid-deal"

    def __str__(self) -> str:
        return str(self.value)

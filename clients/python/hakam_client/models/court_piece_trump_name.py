from enum import StrEnum


class CourtPieceTrumpName(StrEnum):
    CALLED = "called"
    CONCEALED = "concealed"
    FIRST_VOID = "first-void"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class ChorVoliTiesName(StrEnum):
    FIRST_SHOWN = "first-shown"
    LAST_SHOWN = "last-shown"

    def __str__(self) -> str:
        return str(self.value)

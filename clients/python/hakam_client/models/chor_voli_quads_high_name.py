from enum import StrEnum


class ChorVoliQuadsHighName(StrEnum):
    ACE = "ace"
    FOUR = "four"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class SuitLetter(StrEnum):
    C = "c"
    D = "d"
    H = "h"
    S = "s"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class ChorVoliCategoryName(StrEnum):
    FLUSH = "flush"
    STRAIGHT = "straight"
    STRAIGHT_FLUSH = "straight-flush"
    THREE_OF_A_KIND = "three-of-a-kind"
    UNRELATED = "unrelated"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class ChorVoliTripsHighName(StrEnum):
    ACE = "ace"
    THREE = "three"

    def __str__(self) -> str:
        return str(self.value)

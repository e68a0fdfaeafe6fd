from enum import StrEnum


class ChorVoliStraightsName(StrEnum):
    CHOR_VOLI = "chor-voli"
    RAMCHI = "ramchi"

    def __str__(self) -> str:
        return str(self.value)

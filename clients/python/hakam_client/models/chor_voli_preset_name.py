from enum import StrEnum


class ChorVoliPresetName(StrEnum):
    CHOR_VOLI = "chor-voli"
    RAMCHI_3 = "ramchi-3"
    RAMCHI_3_POOL = "ramchi-3-pool"
    RAMCHI_4 = "ramchi-4"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class CourtPieceTensTieName(StrEnum):
    NON_DEALER = "non-dealer"
    TRICKS = "tricks"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class CourtPieceRotationName(StrEnum):
    HOKM = "hokm"
    LOSING_SIDE_DEALS = "losing-side-deals"

    def __str__(self) -> str:
        return str(self.value)

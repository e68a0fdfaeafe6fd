from enum import StrEnum


class CourtPieceScoringKindName(StrEnum):
    BID = "bid"
    KOTS = "kots"
    POINTS = "points"
    SARS = "sars"

    def __str__(self) -> str:
        return str(self.value)

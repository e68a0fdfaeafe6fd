from enum import StrEnum


class CourtPieceCollectFromName(StrEnum):
    NEXT_TRICK = "next-trick"
    TRUMP_TRICK = "trump-trick"

    def __str__(self) -> str:
        return str(self.value)

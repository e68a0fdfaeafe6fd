from enum import StrEnum


class CourtPieceResultKindName(StrEnum):
    BAVNEY = "bavney"
    GOON_KOT = "goon-kot"
    KOT = "kot"
    REDEAL = "redeal"
    WIN = "win"

    def __str__(self) -> str:
        return str(self.value)

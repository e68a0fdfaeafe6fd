from enum import StrEnum


class CourtPieceRevealName(StrEnum):
    INFERRED = "inferred"
    ON_DEMAND = "on-demand"

    def __str__(self) -> str:
        return str(self.value)

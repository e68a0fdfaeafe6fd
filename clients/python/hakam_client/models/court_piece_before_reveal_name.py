from enum import StrEnum


class CourtPieceBeforeRevealName(StrEnum):
    SUIT_LED_WINS = "suit-led-wins"
    TRUMPS_WIN = "trumps-win"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class CourtPiecePresetName(StrEnum):
    BE_RANGA = "be-ranga"
    COURT_PIECE = "court-piece"
    DABBA_RANG = "dabba-rang"
    DEHLA_PAKAD = "dehla-pakad"
    DOUBLE_SAR = "double-sar"
    DUMMY_RANG = "dummy-rang"
    HOKM = "hokm"
    HOKM_2 = "hokm-2"
    HOKM_3 = "hokm-3"
    SATAT = "satat"
    TROEFCALL = "troefcall"
    TRUP_KASIET = "trup-kasiet"

    def __str__(self) -> str:
        return str(self.value)

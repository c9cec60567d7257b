"""What MAGDAGDON's expert is solved from: the best turn by a board's value (:mod:`.best_turn`)."""

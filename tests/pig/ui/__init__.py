"""Pig's screens: one page (``view``), its coach's words and pictures (``coach``), its texts in
four languages (``texts/``), registered with the pages' registry (``registration``)."""

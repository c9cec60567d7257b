"""The numbers of "Points or victory?": the final-round chances against the engine's own
players, simulations within a few standard errors, and seeded head-to-head games."""

import pickle

import pytest
from once import lesson_numbers

from cubiri_panel.lessons import victory
from cubiri_panel.lessons.sampling import roll, simulate_mean
from cubiri_panel.mishimash import ReachPolicy, optimal_turn_values, play_turn, reach_probability
from cubiri_panel.mishimash.solvers.turn_distribution import banked_distribution

SIGMAS = 4


@pytest.fixture(scope="module")
def numbers():
    return victory.victory_numbers(trials=4_000, seed=5, games=200, boom_games=60)


def test_playing_for_the_points_is_likelier_to_make_them_at_every_need(numbers):
    for row in numbers["needs"]:
        assert row["reach"] == reach_probability(row["points"])
        assert 0 < row["points_player"] < row["reach"] < 1
        assert row["ratio"] == pytest.approx(row["reach"] / row["points_player"])
    ratios = [row["ratio"] for row in numbers["needs"]]
    assert ratios == sorted(ratios), "the larger the need, the more playing for it pays"
    assert numbers["final_reach"] == reach_probability(victory.FINAL_NEED)


def test_simulated_final_turns_agree_with_the_exact_chances(numbers):
    for key in ("reach", "points_player"):
        exact, sim, se = (numbers[f"final_{key}"], numbers[f"final_{key}_sim"], numbers[f"final_{key}_se"])
        assert abs(sim - exact) <= SIGMAS * se, key


def test_the_price_of_playing_for_the_points_is_fewer_points_on_average(numbers):
    assert numbers["points_player_points"] == optimal_turn_values().start_value
    assert numbers["reach_points"] < numbers["points_player_points"]
    for key in ("reach", "points_player"):
        exact, sim, se = numbers[f"{key}_points"], numbers[f"{key}_points_sim"], numbers[f"{key}_points_se"]
        assert abs(sim - exact) <= SIGMAS * se, key


def test_reach_expected_points_is_what_such_turns_bank():
    player = ReachPolicy(40)
    sim = simulate_mean(lambda rng: play_turn(player, lambda d: roll(rng, d)), 20_000, seed=3)
    assert sim.within(victory.reach_expected_points(40), SIGMAS)


def test_points_player_reach_reads_the_grid_and_refuses_what_it_does_not_hold():
    assert victory.points_player_reach(0) == pytest.approx(1.0)
    assert victory.points_player_reach(5) >= victory.points_player_reach(10) > victory.points_player_reach(100)
    for bad in (7, -5, 5000, 10.0, "20"):
        with pytest.raises(ValueError, match="multiples of 5"):
            victory.points_player_reach(bad)


@pytest.mark.slow
def test_points_player_reach_is_the_tail_of_the_points_optimal_turn():
    """The whole exact distribution of a points-optimal turn, worked out again (tens of seconds)."""
    values = optimal_turn_values()
    dist = banked_distribution(lambda d, k, t, c: not values.should_roll(d, k, t, c), values.best_choice)
    for points in victory.NEEDS:
        tail = sum(p for half, p in dist.items() if half >= 2 * points)
        assert victory.points_player_reach(points) == pytest.approx(tail, abs=1e-12)


def test_duel_alternates_seats_and_replays_from_its_seed():
    first = victory.duel(40, target=100, seed=9)
    assert first == victory.duel(40, target=100, seed=9)
    assert first["games"] == 40 and 0 <= first["wins"] <= 40
    assert first["rate"] == pytest.approx((first["first_seat_rate"] + first["second_seat_rate"]) / 2)
    assert first["low"] <= first["rate"] <= first["high"]
    for bad in (1, 3, 0, 2.0):
        with pytest.raises(ValueError, match="even number"):
            victory.duel(bad)


def test_interval_is_the_normal_approximation_at_99_percent():
    rate, low, high = victory.interval(540, 1000)
    assert rate == 0.54 and (high - low) / 2 == pytest.approx(2.576 * (0.54 * 0.46 / 1000) ** 0.5)
    assert victory.interval(0, 10)[1] == 0.0 and victory.interval(10, 10)[2] == 1.0


@pytest.mark.slow
def test_the_lesson_s_magikaboom_games_show_the_champion_s_edge(tmp_path_factory):
    """The lesson's own two-player games (``BOOM_GAMES`` of them, its seed, as the site prints
    them): the whole 99% interval lies above a fair half, as its text then says."""
    lesson = pickle.loads(lesson_numbers(tmp_path_factory).read_bytes())["victory"]
    assert lesson["boom2_games"] == victory.BOOM_GAMES and lesson["boom2_low"] > lesson["boom2_fair"] == 0.5


def test_magikaboom_games_count_shared_wins_as_shares(numbers):
    result = victory.magikaboom_duel(8, seats=4, seed=2)
    assert result == victory.magikaboom_duel(8, seats=4, seed=2)
    assert result["fair"] == 0.25 and 0 <= result["wins"] <= 8
    assert numbers["boom2_player"] == "champion" and numbers["boom4_seats"] == 4
    with pytest.raises(ValueError, match="multiple of 4"):
        victory.magikaboom_duel(6, seats=4)

//! The New game screen's list: every shipped scenario found, grouped by game, with its facts and
//! a description; a scenario with problems listed with its first `file:line:col: message`.

mod common;
use common::*;
use steppe::catalog::{Entry, scan};

#[test]
fn every_shipped_scenario_is_listed_with_its_facts_and_a_description() {
    let list = scan(&[repo("scenarios")]);
    let titles: Vec<String> = list.iter().map(Entry::title).collect();
    assert_eq!(list.len(), 7, "{titles:?}");
    let mut games: Vec<&str> = list.iter().map(Entry::game).collect();
    games.dedup();
    assert_eq!(games.len(), 4, "grouped by game: {games:?}");
    for e in &list {
        let f = e.loaded.as_ref().unwrap_or_else(|err| panic!("{err}"));
        assert!(
            f.description.len() > 40,
            "{} needs a description of a few lines",
            e.path.display()
        );
        assert_eq!(f.sides.len(), 2);
        assert!(f.sides.iter().all(|s| s.on_map > 0), "{:?}", f.sides);
        assert!(f.turns > 0 && f.map.0 > 0 && f.dates.contains(" – "));
    }
    let barbarossa = list.iter().find(|e| e.title() == "Barbarossa").unwrap();
    let f = barbarossa.loaded.as_ref().unwrap();
    assert_eq!((f.map, f.turns), ((44, 32), 8));
    assert_eq!(f.dates, "Jun 1941 – May 1942");
    let zw = list
        .iter()
        .find(|e| e.path.ends_with("zw_blue.ron"))
        .unwrap();
    let f = zw.loaded.as_ref().unwrap();
    let don = f.options.iter().find(|o| o.id == "don_river").unwrap();
    assert!(!don.on && don.source.contains("The Don River") && !don.text.is_empty());
    // Operation Blue draws no Leningrad pocket: its choice is not offered there, only in the
    // campaign, whose map has the pocket.
    assert!(
        f.choices.iter().all(|c| c.id != "leningrad_pocket"),
        "{:?}",
        f.choices
    );
    let campaign = list
        .iter()
        .find(|e| e.path.ends_with("zw_campaign.ron"))
        .unwrap();
    let pocket = campaign
        .loaded
        .as_ref()
        .unwrap()
        .choices
        .iter()
        .find(|c| c.id == "leningrad_pocket")
        .unwrap();
    assert_eq!(pocket.values, ["original", "variant"]);
    assert!(pocket.source.contains("3.6"));
    // The War Against Russia campaign beside Barbarossa 1941, two years long.
    let campaign = list
        .iter()
        .find(|e| e.path.ends_with("war_campaign.ron"))
        .unwrap();
    assert_eq!(campaign.game(), "War Against Russia");
    let f = campaign.loaded.as_ref().unwrap();
    assert_eq!((f.map, f.turns), ((44, 50), 25));
    assert_eq!(f.dates, "Jun 1941 – Jun 1943");
    // The Great Patriotic War's campaign beside Barbarossa, the whole war.
    let gpw = list
        .iter()
        .find(|e| e.path.ends_with("gpw_campaign.ron"))
        .unwrap();
    assert_eq!(gpw.game(), "The Great Patriotic War");
    let f = gpw.loaded.as_ref().unwrap();
    assert_eq!((f.map, f.turns), ((54, 36), 32));
    assert_eq!(f.dates, "Jun 1941 – May 1945");
    // Zhukov's War's campaign beside Operation Blue, to the end of 1943.
    let zw = list
        .iter()
        .find(|e| e.path.ends_with("zw_campaign.ron"))
        .unwrap();
    assert_eq!(zw.game(), "Zhukov's War");
    let f = zw.loaded.as_ref().unwrap();
    assert_eq!((f.map, f.turns), ((54, 61), 18));
    assert_eq!(f.dates, "Jul 1942 – Dec 1943");
}

#[test]
fn a_scenario_with_problems_is_listed_last_with_where_the_first_is() {
    let dir = std::env::temp_dir().join(format!("steppe-catalog-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let text = std::fs::read_to_string(repo("scenarios/gpw_barbarossa.ron"))
        .unwrap()
        .replace(
            "\"rulesets/gpw.ron\"",
            &format!("\"{}\"", repo("scenarios/rulesets/gpw.ron").display()),
        )
        .replacen("turns: 8", "turns: \"eight\"", 1);
    std::fs::write(dir.join("broken.ron"), text).unwrap();
    std::fs::write(dir.join("notes.txt"), "not a scenario").unwrap();
    let list = scan(&[repo("scenarios"), dir.clone()]);
    assert_eq!(list.len(), 8);
    let last = list.last().unwrap();
    assert_eq!(last.title(), "broken");
    assert_eq!(last.folder, 1);
    assert_eq!(last.game(), "Files with problems");
    let err = last.loaded.as_ref().err().unwrap();
    let mut parts = err.splitn(4, ':');
    assert!(parts.next().unwrap().ends_with("broken.ron"), "{err}");
    assert!(parts.next().unwrap().parse::<u32>().is_ok(), "{err}");
    assert!(parts.next().unwrap().parse::<u32>().is_ok(), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

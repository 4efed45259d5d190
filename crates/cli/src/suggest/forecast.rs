//! An attack's exact forecast for `steppe suggest`: the column, the chances of success, of the
//! defender's elimination and retreat, each side's expected losses, and the gain the computer
//! players weigh it by.

use crate::position;
use serde::Serialize;
use steppe_rules::data::combat::Resolver;
use steppe_rules::engine::game::Game;
use steppe_rules::mechanics::combat::calc::odds;
use steppe_rules::mechanics::combat::forecast::forecast_unworded;
use steppe_rules::mechanics::combat::opposed;
use steppe_rules::model::map::HexIdx;
use steppe_rules::model::tables::UnitId;
use steppe_rules::play::aims::Aims;
use steppe_rules::play::battle::prospect;

/// An attack's exact forecast, as the position stands when it is made.
#[derive(Debug, Clone, Serialize)]
pub struct Expected {
    /// The hex attacked, in words.
    pub hex: String,
    /// The attacking and the defending units' names.
    pub attackers: Vec<String>,
    pub defenders: Vec<String>,
    /// Attack and defense strength after modifiers.
    pub attack: u32,
    pub defense: u32,
    /// The final column (an odds table's) or the odds the opposed rolls are made at.
    pub column: String,
    /// Chance the defender loses a step, retreats or is eliminated (the opposed rolls: the
    /// attacker wins).
    pub success: f64,
    /// Chance the attacker loses a step.
    pub risk: f64,
    /// Chance every defender is eliminated and that the defenders retreat (odds tables only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub eliminated: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub retreats: Option<f64>,
    /// Steps (odds tables) or combat factors (opposed rolls) each side may expect to lose.
    pub defender_loss: f64,
    pub attacker_loss: f64,
    /// The gain the computer players weigh the attack by: steps taken less steps lost, a
    /// retreat half a step, an objective's worth if the hex is taken
    /// (`play::battle::prospect`).
    pub gain: f64,
}

/// The exact forecast of an attack in `g`'s position (`None` if the rules refuse its odds: the
/// command then says why when applied).
pub(super) fn expected(
    g: &Game,
    aims: &Aims,
    attackers: &[UnitId],
    hex: HexIdx,
) -> Option<Expected> {
    let o = odds(g, &g.state, attackers, hex).ok()?;
    let p = prospect(g, &o, aims);
    let names = |us: &[UnitId]| us.iter().map(|&u| g.unit_name(u)).collect::<Vec<_>>();
    let mut e = Expected {
        hex: position::hex_words(g, hex),
        attackers: names(attackers),
        defenders: names(&o.defenders),
        attack: o.attack,
        defense: o.defense,
        column: o.column_name(g),
        success: p.success,
        risk: p.risk,
        eliminated: None,
        retreats: None,
        defender_loss: 0.0,
        attacker_loss: 0.0,
        gain: p.value,
    };
    if let Resolver::OpposedRolls { .. } = &g.rules.combat.resolver {
        let f = opposed::forecast(g, &o)?;
        let total = f64::from(f.total.max(1));
        let mean = |m: &std::collections::BTreeMap<u32, u32>| {
            m.iter()
                .map(|(&k, &c)| f64::from(k) * f64::from(c))
                .sum::<f64>()
                / total
        };
        e.defender_loss = mean(&f.defender_losses);
        e.attacker_loss = mean(&f.attacker_losses);
    } else {
        let faces = forecast_unworded(g, &g.state, &o);
        let n = faces.len().max(1) as f64;
        let share = |p: &dyn Fn(&steppe_rules::mechanics::combat::forecast::DieOutcome) -> bool| {
            faces.iter().filter(|x| p(x)).count() as f64 / n
        };
        e.eliminated = Some(share(&|x| x.defender_eliminated));
        e.retreats = Some(share(&|x| x.defender_retreats));
        e.defender_loss = faces
            .iter()
            .map(|x| f64::from(x.defender_steps))
            .sum::<f64>()
            / n;
        e.attacker_loss = faces
            .iter()
            .map(|x| f64::from(x.attacker_steps))
            .sum::<f64>()
            / n;
    }
    Some(e)
}

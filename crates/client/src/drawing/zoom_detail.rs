//! What the map shows at the camera's zoom: text too small to read is hidden (it is only
//! noise), and the board's fine detail (patterns, rail ties) gives way to its coarse patterns
//! when hexes are small on screen. The camera runs these after every move (`camera::plugin`).

use crate::drawing::shown_if;
use crate::state::{HEX_SIZE, MainCamera};
use bevy::prelude::*;

/// Text smaller than this on screen (logical pixels) is hidden: unreadable, it is only noise.
const MIN_TEXT_PX: f32 = 6.0;

/// Hexes smaller than this on screen (circumradius, logical pixels) are drawn without their
/// detail (patterns, rail ties).
pub(crate) const DETAIL_PX: f32 = 16.0;

/// The board's fine detail (terrain patterns, rail ties): the camera shows it only when hexes
/// are big enough on screen to make it out; at the whole-map view it would be noise, and it is
/// most of the board's triangles.
#[derive(Component)]
pub(crate) struct Detail;

/// The board's coarse patterns: shown exactly when the detail is not.
#[derive(Component)]
pub(crate) struct Coarse;

/// Fine detail when hexes are big on screen, the coarse patterns when they are small.
pub(crate) fn show_detail(
    camera: Single<&Projection, With<MainCamera>>,
    mut detail: Query<&mut Visibility, (With<Detail>, Without<Coarse>)>,
    mut coarse: Query<&mut Visibility, (With<Coarse>, Without<Detail>)>,
) {
    let Projection::Orthographic(o) = *camera else {
        return;
    };
    let big = HEX_SIZE >= DETAIL_PX * o.scale;
    for mut v in &mut detail {
        v.set_if_neq(shown_if(big));
    }
    for mut v in &mut coarse {
        v.set_if_neq(shown_if(!big));
    }
}

/// Whether text of `size` world units is big enough to read at an orthographic `scale`.
pub(crate) fn legible(size: f32, scale: f32) -> bool {
    size >= MIN_TEXT_PX * scale
}

pub(crate) fn hide_small_text(
    camera: Single<&Projection, With<MainCamera>>,
    mut texts: Query<(&TextFont, &Transform, &mut Visibility), With<Text2d>>,
) {
    let Projection::Orthographic(o) = *camera else {
        return;
    };
    for (font, transform, mut visibility) in &mut texts {
        let FontSize::Px(px) = font.font_size else {
            continue;
        };
        // The board's and counters' texts are scaled by their own transform only.
        visibility.set_if_neq(shown_if(legible(px * transform.scale.y, o.scale)));
    }
}

#[cfg(test)]
mod tests {
    use crate::drawing::zoom_detail::*;

    #[test]
    fn small_text_is_hidden_when_zoomed_out() {
        assert!(legible(11.0, 1.0));
        assert!(!legible(11.0, 2.5));
        assert!(legible(11.0, 0.25));
    }

    /// Zoomed out, the coarse patterns show and the detail is hidden; zoomed in, the reverse.
    #[test]
    fn detail_and_coarse_patterns_swap_with_the_zoom() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .add_systems(Update, show_detail);
        let camera = app
            .world_mut()
            .spawn((
                Camera2d,
                MainCamera,
                Projection::Orthographic(OrthographicProjection::default_2d()),
            ))
            .id();
        let detail = app.world_mut().spawn((Detail, Visibility::Inherited)).id();
        let coarse = app.world_mut().spawn((Coarse, Visibility::Inherited)).id();
        let shown =
            |app: &App, e: Entity| app.world().get::<Visibility>(e) != Some(&Visibility::Hidden);
        for (scale, big) in [(4.0, false), (0.5, true)] {
            if let Some(mut p) = app.world_mut().get_mut::<Projection>(camera)
                && let Projection::Orthographic(o) = &mut *p
            {
                o.scale = scale;
            }
            app.update();
            assert_eq!(shown(&app, detail), big, "scale {scale}");
            assert_eq!(shown(&app, coarse), !big, "scale {scale}");
        }
    }
}

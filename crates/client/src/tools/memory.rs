//! What the window holds in memory, printed by the frame-rate mode (`STEPPE_FPS`) when it ends
//! (scripts/frame_bench.sh): the process's resident set (now and at its peak) split into
//! anonymous memory and mapped files, the largest of each, and the share of the anonymous memory
//! the app's own assets account for (meshes and images kept in the main world). On Linux, from
//! `/proc/self`; elsewhere the assets only.

use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;

/// Kibibytes as mebibytes, one decimal.
fn mib(kib: u64) -> String {
    format!("{:.1} MB", kib as f64 / 1024.0)
}

/// A `/proc/self/status` field in kB (`VmRSS`, `VmHWM`, `RssAnon`, `RssFile`).
fn status_kib(status: &str, field: &str) -> Option<u64> {
    status
        .lines()
        .find_map(|l| l.strip_prefix(field)?.strip_prefix(':'))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
}

/// The resident kB of each mapping in `smaps` text: `(kB, file or "anonymous")`, the anonymous
/// ones each on its own (a heap arena, the renderer's memory), files summed by name.
fn mappings(smaps: &str) -> Vec<(u64, String)> {
    let mut files: Vec<(u64, String)> = Vec::new();
    let mut anon: Vec<(u64, String)> = Vec::new();
    let mut name = String::new();
    for line in smaps.lines() {
        let mut parts = line.split_whitespace();
        let first = parts.next().unwrap_or("");
        if first.contains('-') && first.chars().all(|c| c.is_ascii_hexdigit() || c == '-') {
            name = parts.nth(4).unwrap_or("").to_string();
        } else if first == "Rss:" {
            let kib: u64 = parts.next().and_then(|v| v.parse().ok()).unwrap_or(0);
            if name.is_empty() || name.starts_with('[') {
                anon.push((
                    kib,
                    if name.is_empty() {
                        "anonymous".into()
                    } else {
                        name.clone()
                    },
                ));
            } else if let Some(f) = files.iter_mut().find(|f| f.1 == name) {
                f.0 += kib;
            } else {
                files.push((kib, name.clone()));
            }
        }
    }
    files.append(&mut anon);
    files.sort_by_key(|f| std::cmp::Reverse(f.0));
    files
}

/// Bytes of vertex and index data the meshes keep in the main world, and how many meshes.
fn mesh_bytes(meshes: &Assets<Mesh>) -> (usize, usize) {
    let mut bytes = 0;
    let mut count = 0;
    for (_, m) in meshes.iter() {
        count += 1;
        if m.asset_usage.contains(RenderAssetUsages::MAIN_WORLD) {
            bytes += m.get_vertex_buffer_size() + m.get_index_buffer_bytes().map_or(0, <[u8]>::len);
        }
    }
    (bytes, count)
}

/// Bytes of pixels the images keep in the main world, and how many images.
fn image_bytes(images: &Assets<Image>) -> (usize, usize) {
    images.iter().fold((0, 0), |(b, n), (_, i)| {
        (b + i.data.as_ref().map_or(0, Vec::len), n + 1)
    })
}

/// The report's lines.
pub(crate) fn report(meshes: &Assets<Mesh>, images: &Assets<Image>) -> String {
    let mut out = String::new();
    if let Ok(status) = std::fs::read_to_string("/proc/self/status") {
        let f = |k| status_kib(&status, k).map_or("?".into(), mib);
        out.push_str(&format!(
            "memory: resident {} (peak {}): anonymous {}, files {}\n",
            f("VmRSS"),
            f("VmHWM"),
            f("RssAnon"),
            f("RssFile")
        ));
    }
    if let Ok(smaps) = std::fs::read_to_string("/proc/self/smaps") {
        let top: Vec<String> = mappings(&smaps)
            .into_iter()
            .take(6)
            .map(|(kib, name)| format!("{} {}", mib(kib), name))
            .collect();
        out.push_str(&format!("memory: largest: {}\n", top.join(", ")));
    }
    let (mb, mn) = mesh_bytes(meshes);
    let (ib, inn) = image_bytes(images);
    out.push_str(&format!(
        "memory: the app's assets in the main world: {mn} meshes {}, {inn} images {}\n",
        mib(mb as u64 / 1024),
        mib(ib as u64 / 1024)
    ));
    out
}

#[cfg(test)]
mod tests {
    use crate::tools::memory::*;

    #[test]
    fn reads_status_and_smaps() {
        let status = "Name:\tsteppe\nVmHWM:\t  377480 kB\nVmRSS:\t  366668 kB\n";
        assert_eq!(status_kib(status, "VmRSS"), Some(366_668));
        assert_eq!(status_kib(status, "VmHWM"), Some(377_480));
        assert_eq!(status_kib(status, "RssAnon"), None);
        let smaps = "\
53f9a800000-53fda800000 rw-p 00000000 00:00 0 
Size:            1048576 kB
Rss:              157696 kB
7f10-7f20 r-xp 00000000 fe:01 123 /usr/lib/libLLVM-15.so.1
Rss:               50000 kB
7f30-7f40 r--p 00000000 fe:01 123 /usr/lib/libLLVM-15.so.1
Rss:                5316 kB
7f50-7f60 rw-p 00000000 00:00 0 [heap]
Rss:                6044 kB
";
        assert_eq!(
            mappings(smaps),
            [
                (157_696, "anonymous".to_string()),
                (55_316, "/usr/lib/libLLVM-15.so.1".to_string()),
                (6_044, "[heap]".to_string()),
            ]
        );
    }
}

//! The families of constructs the generator makes: each is counted when
//! made and can be switched on or off.

use std::collections::BTreeSet;

/// Every family, by group. A group name switches all of its families.
pub const FAMILIES: &[(&str, &[&str])] = &[
    (
        "tensor",
        &[
            "empty",
            "extract",
            "insert",
            "extract_slice",
            "insert_slice",
            "slice_dynamic_offset",
            "slice_loop_offset",
            "slice_strided",
            "rank_reducing_slice",
            "cast",
            "collapse_shape",
            "expand_shape",
            "from_elements",
            "generate",
            "splat",
            "pad",
            "concat",
            "dim",
            "constant",
            "constant_2d",
            "constant_complex",
        ],
    ),
    (
        "linalg",
        &[
            "generic_elementwise",
            "generic_reduction",
            "generic_broadcast",
            "generic_in_out_alias",
            "generic_two_outs_alias",
            "generic_reads_outer",
            "fill",
            "copy",
            "named_binary",
            "matmul",
            "map",
            "reduce",
            "transpose",
            "broadcast",
        ],
    ),
    (
        "scf",
        &[
            "for",
            "while",
            "yield_equivalent",
            "yield_fresh",
            "yield_forward",
            "yield_swap",
            "while_write_before",
            "if",
            "index_switch",
            "execute_region",
            "forall",
            "forall_write_outer",
        ],
    ),
    ("cf", &["cf_diamond", "cf_loop"]),
    (
        "call",
        &[
            "call_returns_arg",
            "call_returns_arg_twice",
            "call_returns_view",
            "call_writes_arg",
            "call_reads_arg",
            "call_two_written_args",
            "call_random",
            "call_same_tensor_twice",
            "call_in_loop",
            "recursion_self",
            "recursion_mutual",
        ],
    ),
    ("vector", &["vector_transfer"]),
    ("select", &["select"]),
    (
        "pattern",
        &[
            "read_old_version",
            "outer_view_in_loop",
            "if_write_read_in_loop",
            "elementwise_outer_in_loop",
            "matching_slices_in_loop",
        ],
    ),
];

/// Families off by default (ferrobuf does not bufferize `vector` ops).
pub const OFF_BY_DEFAULT: &[&str] = &["vector_transfer"];

pub type Families = BTreeSet<&'static str>;

pub fn all_families() -> Vec<&'static str> {
    FAMILIES
        .iter()
        .flat_map(|(_, f)| f.iter().copied())
        .collect()
}

/// The families `spec` selects: comma-separated items applied in order to
/// the default set; `all`, `none`, `default`, a group or a family name,
/// each optionally prefixed by `+` (enable, the default) or `-` (disable).
pub fn parse_families(spec: &str) -> Result<Families, String> {
    let default: Families = all_families()
        .into_iter()
        .filter(|f| !OFF_BY_DEFAULT.contains(f))
        .collect();
    let mut on = default.clone();
    for item in spec.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let (enable, name) = match item.as_bytes()[0] {
            b'-' => (false, &item[1..]),
            b'+' => (true, &item[1..]),
            _ => (true, item),
        };
        let names: Vec<&'static str> = match name {
            "all" => all_families(),
            "none" => {
                on.clear();
                continue;
            }
            "default" => default.iter().copied().collect(),
            _ => match FAMILIES.iter().find(|(g, _)| *g == name) {
                Some((_, fs)) => fs.to_vec(),
                None => match all_families().into_iter().find(|f| *f == name) {
                    Some(f) => vec![f],
                    None => return Err(format!("unknown family or group '{name}'")),
                },
            },
        };
        for n in names {
            if enable {
                on.insert(n);
            } else {
                on.remove(n);
            }
        }
    }
    Ok(on)
}

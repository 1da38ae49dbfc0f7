/** A study as its file holds it: its method and mappings, its presets, its tables, figures and findings. */
package org.wsslab.study.entity;
